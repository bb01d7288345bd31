import { Box } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';

interface ImageViewerProps {
  blob: Blob;
  name: string;
  zoom: number;
  rotation: number;
}

/**
 * An image fitted to the window, then zoomed and turned. The box takes the turned size so the
 * scrollbars match what is seen; the image is centred in it and turned with CSS.
 */
export function ImageViewer({ blob, name, zoom, rotation }: ImageViewerProps) {
  const image = useRef<HTMLImageElement>(null);
  const { ref, width, height } = useElementSize();
  const [natural, setNatural] = useState<{ blob: Blob; w: number; h: number } | null>(null);

  // The URL lives exactly as long as the image shows this blob (set here, not in render, so a
  // strict-mode remount does not keep a revoked URL).
  useEffect(() => {
    const url = URL.createObjectURL(blob);
    if (image.current) image.current.src = url;
    return () => URL.revokeObjectURL(url);
  }, [blob]);

  const size = natural?.blob === blob ? natural : null;
  const quarter = rotation % 180 !== 0;
  const turnedW = size ? (quarter ? size.h : size.w) : 0;
  const turnedH = size ? (quarter ? size.w : size.h) : 0;
  const fit = size && width > 0 && height > 0 ? Math.min(width / turnedW, height / turnedH, 1) : 1;
  const scale = fit * zoom;

  return (
    <Box ref={ref} h="100%" w="100%" style={{ overflow: 'auto', display: 'grid' }}>
      <div
        style={{
          position: 'relative',
          margin: 'auto',
          width: size ? turnedW * scale : '100%',
          height: size ? turnedH * scale : '100%',
        }}
      >
        <img
          ref={image}
          alt={name}
          data-zoom={zoom}
          data-rotation={rotation}
          onLoad={(event) => {
            const { naturalWidth: w, naturalHeight: h } = event.currentTarget;
            setNatural({ blob, w, h });
          }}
          style={{
            position: 'absolute',
            left: '50%',
            top: '50%',
            maxWidth: 'none',
            width: size ? size.w * scale : undefined,
            height: size ? size.h * scale : undefined,
            visibility: size ? 'visible' : 'hidden',
            transform: `translate(-50%, -50%) rotate(${rotation}deg)`,
          }}
        />
      </div>
    </Box>
  );
}
