import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  licenceApiPaths,
  MSG,
  type Licence,
  type LicenceQueueRow,
  type LicenceReview,
  type LicenceUpdate,
  type Paged,
} from '@dawalink/shared';
import { api, ApiError } from '../../lib/api';
import { licenceKeys } from '../../lib/licences';
import { startFromPage } from '../../lib/prefetch';

export type QueueFilter = 'all' | 'pending' | 'verified' | 'rejected';

export const licenceQueueKeys = {
  all: () => [...licenceKeys.all(), 'queue'] as const,
  page: (status: QueueFilter, page: number) => [...licenceKeys.all(), 'queue', status, page] as const,
};

export const licenceQueueQueries = {
  /** One page of the queue (PAGE_SIZE licences) and the count of every licence of that status, in one call. */
  page: (status: QueueFilter, page: number) =>
    queryOptions({
      queryKey: licenceQueueKeys.page(status, page),
      queryFn: () => api.get<Paged<LicenceQueueRow>>(licenceApiPaths.queuePage(status, page)),
      ...startFromPage<Paged<LicenceQueueRow>>(licenceApiPaths.queuePage(status, page)),
      placeholderData: keepPreviousData,
    }),
};

/**
 * Sends the file as the raw body with XMLHttpRequest, the one browser API that reports upload progress; the
 * server tells the kind by the bytes, so the declared type is only a courtesy.
 */
function uploadDocument(retailerId: number, file: File, onProgress: (percent: number) => void): Promise<Licence> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', `/api${licenceApiPaths.document(retailerId)}`);
    xhr.setRequestHeader('content-type', file.type || 'application/octet-stream');
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onload = () => {
      let body: { error?: string; message?: string } | null = null;
      try {
        body = JSON.parse(xhr.responseText) as { error?: string; message?: string };
      } catch {
        body = null;
      }
      if (xhr.status >= 200 && xhr.status < 300) resolve(body as unknown as Licence);
      else reject(new ApiError(xhr.status, body?.error ?? 'error', body?.message ?? MSG.errorOccurred, body ?? {}));
    };
    xhr.onerror = () => reject(new ApiError(0, 'network', MSG.errorOccurred));
    xhr.send(file);
  });
}

export const licencesApi = {
  record: (retailerId: number, body: LicenceUpdate) => api.put<Licence>(licenceApiPaths.own(retailerId), body),
  upload: uploadDocument,
  review: (retailerId: number, body: LicenceReview) => api.put<Licence>(licenceApiPaths.review(retailerId), body),
};
