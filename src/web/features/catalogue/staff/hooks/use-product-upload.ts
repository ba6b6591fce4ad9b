import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { messageOf } from '../../../../../api/errors';
import { PRODUCT_MESSAGES } from '../../../../../shared/product-rules';
import { uploadProduct, type CreatedProduct } from '../api/upload-product';

export type UploadState =
  | { status: 'idle' }
  | { status: 'uploading'; fraction: number }
  | { status: 'added'; message: string; product: CreatedProduct }
  | { status: 'failed'; message: string };

/** Sends the form with progress; on success every cached catalogue list is refetched. */
export function useProductUpload() {
  const [state, setState] = useState<UploadState>({ status: 'idle' });
  const queryClient = useQueryClient();
  const send = useCallback(
    async (form: FormData): Promise<boolean> => {
      setState({ status: 'uploading', fraction: 0 });
      try {
        const { product } = await uploadProduct(form, (fraction) => setState({ status: 'uploading', fraction }));
        // The spec's own words, whatever the server's message says.
        setState({ status: 'added', message: PRODUCT_MESSAGES.added, product });
        await queryClient.invalidateQueries();
        return true;
      } catch (error) {
        setState({ status: 'failed', message: messageOf(error, PRODUCT_MESSAGES.fallback) });
        return false;
      }
    },
    [queryClient],
  );
  return { state, send };
}
