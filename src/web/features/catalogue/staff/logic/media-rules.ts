/** The server's limits for staff media, checked in the browser first so that a wrong file is not uploaded at all. */
export const MAX_VIDEO_MB = 50;
export const VIDEO_TYPES = ['video/mp4', 'video/webm'] as const;

/** Why a chosen video cannot be the home video, or null. The server checks the content again. */
export function videoProblem(file: { name: string; type: string; size: number }): string | null {
  if (!(VIDEO_TYPES as readonly string[]).includes(file.type)) return `"${file.name}" is not an MP4 or WebM video.`;
  if (file.size > MAX_VIDEO_MB * 1024 * 1024) return `"${file.name}" is larger than ${MAX_VIDEO_MB} MB.`;
  return null;
}

/** A file size as staff read it: 3.4 MB, 820 KB. */
export function fileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
