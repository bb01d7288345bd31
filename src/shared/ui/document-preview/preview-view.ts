/**
 * What the preview's controls change, kept by the modal so the toolbar and the keyboard drive the
 * same state. Zoom is relative to "fit" (1 = the whole image, or the page width, in the window).
 */
export interface PreviewView {
  zoom: number;
  /** Clockwise, in degrees: 0, 90, 180 or 270. */
  rotation: number;
  /** 1-based page of a PDF. */
  page: number;
  /** Pages of a PDF once it is read; null before and for other kinds. */
  pageCount: number | null;
}

export const INITIAL_VIEW: PreviewView = { zoom: 1, rotation: 0, page: 1, pageCount: null };

const ZOOM_STEP = 1.25;
const ZOOM_MIN = 0.25;
const ZOOM_MAX = 8;

const clampZoom = (zoom: number) =>
  Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, Math.round(zoom * 1000) / 1000));

export const zoomedIn = (view: PreviewView): PreviewView => ({
  ...view,
  zoom: clampZoom(view.zoom * ZOOM_STEP),
});

export const zoomedOut = (view: PreviewView): PreviewView => ({
  ...view,
  zoom: clampZoom(view.zoom / ZOOM_STEP),
});

export const rotated = (view: PreviewView): PreviewView => ({
  ...view,
  rotation: (view.rotation + 90) % 360,
});

/** Moves `by` pages, staying within the document. */
export const turnedPage = (view: PreviewView, by: number): PreviewView => ({
  ...view,
  page: Math.min(view.pageCount ?? 1, Math.max(1, view.page + by)),
});
