import { ApiError, NetworkError } from './api';

export interface UploadOptions {
  /** Called as the bytes leave the browser: 0 to 1. At 1 the server is still decoding the images. */
  onProgress?: (fraction: number) => void;
  /** Aborts the upload (the person pressed Cancel). */
  signal?: AbortSignal;
}

/**
 * A multipart POST through XMLHttpRequest, because fetch cannot report upload progress. Errors
 * take the same shape as apiRequest's (ApiError with the parsed body, NetworkError, AbortError).
 */
export function postWithProgress<T>(
  path: string,
  body: FormData,
  { onProgress, signal }: UploadOptions,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('The upload was cancelled', 'AbortError'));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.upload.onload = () => onProgress?.(1);
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          resolve((xhr.responseText ? JSON.parse(xhr.responseText) : undefined) as T);
        } catch (error) {
          reject(error);
        }
      } else {
        reject(new ApiError(xhr.status, xhr.statusText, xhr.responseText));
      }
    };
    xhr.onerror = () => reject(new NetworkError(new Error(`POST ${path} failed`)));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}
