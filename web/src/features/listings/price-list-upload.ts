import { localize, MSG } from '../../lib/i18n';
import { beyondMsg } from '../../lib/i18n-beyond';
import { ApiError } from '../../lib/api';

/**
 * Sends a file as the raw request body with upload progress. fetch() cannot report upload progress yet, so this
 * one call uses XMLHttpRequest; errors come back as the same ApiError the api client throws.
 */
export function uploadWithProgress<T>(path: string, file: Blob, onProgress: (fraction: number) => void): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api${path}`);
    xhr.withCredentials = true;
    // The server reads CSV or Excel from the bytes; this type is one a cross-site form cannot send.
    xhr.setRequestHeader('content-type', 'application/octet-stream');
    xhr.responseType = 'json';
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(e.loaded / e.total);
    };
    xhr.upload.onload = () => onProgress(1);
    xhr.onload = () => {
      const body = xhr.response as (T & { error?: string; message?: string }) | null;
      if (xhr.status >= 200 && xhr.status < 300 && body) resolve(body);
      else if (xhr.status === 413) reject(new ApiError(413, 'payload_too_large', beyondMsg().fileTooLarge));
      else
        reject(
          new ApiError(
            xhr.status,
            body?.error ?? 'error',
            body?.message ? localize(body.message, body) : MSG.errorOccurred,
            body ?? {},
          ),
        );
    };
    xhr.onerror = () => reject(new ApiError(0, 'network', MSG.errorOccurred));
    xhr.send(file);
  });
}
