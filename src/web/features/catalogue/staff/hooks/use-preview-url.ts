import { useEffect, useMemo } from 'react';

/** An object URL of a chosen file for previews; revoked when the file changes or the form goes. */
export function usePreviewUrl(file: File | null): string | null {
  const url = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
  return url;
}
