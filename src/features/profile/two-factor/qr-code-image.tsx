import { Box, Loader } from '@mantine/core';
import { toDataURL } from 'qrcode';
import { useEffect, useState } from 'react';

const SIZE = 200;

/** The otpauth:// URI as a QR code, drawn in the browser (the secret never leaves the page). */
export function QrCodeImage({ value, label }: { value: string; label: string }) {
  const [source, setSource] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    toDataURL(value, { width: SIZE, margin: 1, errorCorrectionLevel: 'M' })
      .then((url) => current && setSource(url))
      .catch(() => current && setSource(null));
    return () => {
      current = false;
    };
  }, [value]);

  return (
    <Box
      w={SIZE}
      h={SIZE}
      style={{ display: 'grid', placeItems: 'center', flexShrink: 0 }}
      bg="white"
      bd="1px solid var(--mantine-color-gray-3)"
    >
      {source ? (
        <img src={source} width={SIZE - 2} height={SIZE - 2} alt={label} />
      ) : (
        <Loader size="sm" />
      )}
    </Box>
  );
}
