/** Wide screens get the desktop file of the home video; phones and small tablets the mobile one. */
export const DESKTOP_VIDEO_QUERY = '(min-width: 768px)';

export interface VideoFiles {
  mobileVideoPath: string;
  desktopVideoPath: string;
}

/** The one file to play: the desktop file on a wide screen, else the mobile file (either falls back to the other). */
export function pickVideoFile(video: VideoFiles, wide: boolean): string {
  const first = wide ? video.desktopVideoPath : video.mobileVideoPath;
  const other = wide ? video.mobileVideoPath : video.desktopVideoPath;
  return first || other;
}

/** A stored file's key from a path the API may give with folders ('videos/home.mp4' -> 'home.mp4'). */
export function documentKey(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1);
}

/** Where the browser fetches a video: a full address as given, else the stored file by its key. */
export function videoSource(path: string, documentUrl: (key: string) => string): string {
  return /^https?:\/\//.test(path) ? path : documentUrl(documentKey(path));
}
