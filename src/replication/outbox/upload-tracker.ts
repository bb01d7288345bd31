import { BehaviorSubject, type Observable } from 'rxjs';

export interface UploadProgress {
  loaded: number;
  total: number;
}

export interface TrackedUpload {
  signal: AbortSignal;
  report: (progress: UploadProgress) => void;
  end: () => void;
}

export interface UploadTracker {
  /** Bytes sent of every upload this tab is sending, by document id; the widget subscribes. */
  progress$: Observable<ReadonlyMap<string, UploadProgress>>;
  begin: (documentId: string) => TrackedUpload;
  /** Aborts an upload this tab is sending; false when it sends none under that id. */
  cancel: (documentId: string) => boolean;
}

/**
 * The uploads in flight in this tab. The queue worker sends one at a time; the sender reports
 * XMLHttpRequest's upload progress here and the user's Cancel aborts through it.
 */
export function createUploadTracker(): UploadTracker {
  const progress = new BehaviorSubject<ReadonlyMap<string, UploadProgress>>(new Map());
  const controllers = new Map<string, AbortController>();
  const set = (id: string, value: UploadProgress | null) => {
    const next = new Map(progress.value);
    if (value) next.set(id, value);
    else next.delete(id);
    progress.next(next);
  };
  return {
    progress$: progress.asObservable(),
    begin(documentId) {
      const controller = new AbortController();
      controllers.set(documentId, controller);
      set(documentId, { loaded: 0, total: 0 });
      return {
        signal: controller.signal,
        report: (value) => {
          if (controllers.get(documentId) === controller) set(documentId, value);
        },
        end: () => {
          if (controllers.get(documentId) !== controller) return;
          controllers.delete(documentId);
          set(documentId, null);
        },
      };
    },
    cancel(documentId) {
      const controller = controllers.get(documentId);
      if (!controller) return false;
      controller.abort();
      return true;
    },
  };
}

/** The tab's one tracker: the queue worker and the upload widget of this tab share it. */
export const uploadTracker = createUploadTracker();
