import { uploadForm } from '../../../../hooks/staff/upload-form';

export interface CreatedProduct {
  _id: string;
  variants: { _id: string; color: string; images: string[] }[];
}

/**
 * POST /product/create with the multipart form. XMLHttpRequest rather than fetch, because only
 * XHR reports upload progress; cookies and the XSRF header go along as with the typed client.
 */
export function uploadProduct(form: FormData, onProgress: (fraction: number) => void): Promise<{ message: string; product: CreatedProduct }> {
  return uploadForm<CreatedProduct>('/product/create', form, onProgress).then(({ message, data }) => ({ message, product: data }));
}
