import { useCallback, useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { canvasCodec, prepareProfileImage, type ImageCodec } from '../lib/profileImage';

/** Holds the chosen picture as a data URL plus the pipeline's error text (in the reader's language). */
export function useProfileImage(initial: string | null = null, codec: ImageCodec = canvasCodec) {
  const [dataUrl, setDataUrl] = useState<string | null>(initial);
  const intl = useIntl();
  const [error, setError] = useState<MessageDescriptor | null>(null);
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

  return { dataUrl, error: error && intl.formatMessage(error), processing, choose };
}
