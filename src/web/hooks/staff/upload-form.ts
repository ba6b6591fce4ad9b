import { API_BASE, readDocumentCookie, XSRF_COOKIE, XSRF_HEADER, type MultipartPath } from '../../../api/client';
import { ApiError } from '../../../api/errors';

/** A multipart POST to a staff call of the contract, with upload progress; resolves with the envelope's message and data. */
export function uploadForm<T>(path: MultipartPath, form: FormData, onProgress: (fraction: number) => void, params: Record<string, string> = {}): Promise<{ message: string; data: T }> {
  // A path such as /staff/products/{productId}/variants takes its parameters from `params`.
  const url = path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_BASE}${url}`);
    xhr.withCredentials = true;
    xhr.responseType = 'json';
    const token = readDocumentCookie(XSRF_COOKIE);
    if (token) xhr.setRequestHeader(XSRF_HEADER, token);
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    });
    xhr.addEventListener('load', () => {
      const body = xhr.response as { success?: boolean; message?: unknown; data?: unknown; code?: unknown } | null;
      if (xhr.status >= 200 && xhr.status < 300 && body?.success) {
        onProgress(1);
        resolve({ message: typeof body.message === 'string' ? body.message : '', data: body.data as T });
        return;
      }
      if (!body) {
        reject(new ApiError('PARSING_ERROR', 'The server answered with something that is not JSON.'));
        return;
      }
      reject(new ApiError(xhr.status, typeof body.message === 'string' ? body.message : xhr.statusText, typeof body.code === 'string' ? body.code : undefined));
    });
    xhr.addEventListener('error', () => reject(new ApiError('FETCH_ERROR', 'Could not reach the shop. Check your connection and try again.')));
    xhr.addEventListener('abort', () => reject(new ApiError('FETCH_ERROR', 'The upload was stopped.')));
    xhr.send(form);
  });
}
