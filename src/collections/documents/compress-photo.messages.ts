// What the page and the photo compression worker (compress-photo.worker.ts) say to each other.

export interface CompressOptions {
  maxSizeMB: number;
  maxWidthOrHeight: number;
  preserveExif: boolean;
  fileType: string;
}

export interface CompressRequest {
  id: number;
  file: File;
  options: CompressOptions;
}

export type CompressAnswer = { id: number; blob: Blob } | { id: number; error: string };
