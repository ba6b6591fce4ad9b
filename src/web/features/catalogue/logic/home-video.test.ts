import { describe, expect, it } from 'vitest';
import { documentKey, pickVideoFile, videoSource } from './home-video';

describe('pickVideoFile', () => {
  const video = { mobileVideoPath: 'home-mobile.mp4', desktopVideoPath: 'home-desktop.mp4' };

  it('plays the desktop file on wide screens and the mobile file on phones', () => {
    expect(pickVideoFile(video, true)).toBe('home-desktop.mp4');
    expect(pickVideoFile(video, false)).toBe('home-mobile.mp4');
  });

  it('falls back to the other file when one is missing', () => {
    expect(pickVideoFile({ ...video, mobileVideoPath: '' }, false)).toBe('home-desktop.mp4');
    expect(pickVideoFile({ ...video, desktopVideoPath: '' }, true)).toBe('home-mobile.mp4');
  });
});

describe('documentKey', () => {
  it('keeps only the file name', () => {
    expect(documentKey('videos/home.mp4')).toBe('home.mp4');
    expect(documentKey('home.mp4')).toBe('home.mp4');
  });
});

describe('videoSource', () => {
  const url = (key: string) => `/api/api/v1/document/${key}`;
  it('serves stored files from the document route and keeps full addresses', () => {
    expect(videoSource('videos/home-mobile.mp4', url)).toBe('/api/api/v1/document/home-mobile.mp4');
    expect(videoSource('https://cdn.example.in/home.mp4', url)).toBe('https://cdn.example.in/home.mp4');
  });
});
