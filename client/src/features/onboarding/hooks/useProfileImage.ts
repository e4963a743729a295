import { useCallback, useState } from 'react';
import { canvasCodec, prepareProfileImage, type ImageCodec } from '../lib/profileImage';

/** Holds the chosen picture as a data URL plus the pipeline's error text. */
export function useProfileImage(initial: string | null = null, codec: ImageCodec = canvasCodec) {
  const [dataUrl, setDataUrl] = useState<string | null>(initial);
  const [error, setError] = useState<string | null>(null);
  const [processing, setProcessing] = useState(false);

  const choose = useCallback(
    async (file: File | undefined | null) => {
      if (!file) return;
      setProcessing(true);
      setError(null);
      const result = await prepareProfileImage(file, codec);
      setProcessing(false);
      if (result.ok) setDataUrl(result.dataUrl);
      else setError(result.error);
    },
    [codec],
  );

  return { dataUrl, error, processing, choose };
}
