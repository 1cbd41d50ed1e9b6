import { ApiError, NETWORK_ERROR, TIMEOUT_ERROR, UPLOAD_TIMEOUT_MS } from '@/lib/api-client';

/** How far a picture's upload has come: the share of its bytes sent, 0 to 1. */
export type UploadProgress = (sent: number) => void;

/**
 * POSTs raw bytes and reports how many have gone (fetch cannot say; XMLHttpRequest's upload events can), so the
 * console shows a bar rather than a spinner on slow campus data. The answer is JSON; a refusal is an ApiError with
 * the server's words and, for a 429, its Retry-After.
 */
export function uploadWithProgress<T>(url: string, body: Blob, headers: Record<string, string>, onProgress: UploadProgress): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.timeout = UPLOAD_TIMEOUT_MS;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.upload.onload = () => onProgress(1);
    xhr.onerror = () => reject(new ApiError(0, NETWORK_ERROR, undefined));
    xhr.ontimeout = () => reject(new ApiError(0, TIMEOUT_ERROR, undefined));
    xhr.onload = () => {
      let json: unknown;
      try {
        json = JSON.parse(xhr.responseText);
      } catch {
        json = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300) return resolve(json as T);
      const error = json && typeof json === 'object' && 'error' in json && typeof json.error === 'string' ? json.error : undefined;
      const retryAfter = Number(xhr.getResponseHeader('retry-after'));
      reject(new ApiError(xhr.status, error ?? `Upload failed (${xhr.status})`, error, retryAfter > 0 ? retryAfter : undefined));
    };
    xhr.send(body);
  });
}
