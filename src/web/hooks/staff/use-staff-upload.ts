import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { messageOf } from '../../../api/errors';
import type { MultipartPath } from '../../../api/client';
import { uploadForm } from './upload-form';

export interface UploadNotice {
  ok: boolean;
  text: string;
}

/**
 * One multipart upload to a staff call with its progress and its outcome. On success every
 * query is refetched: the staff list and the shop's own reads (home video, studio lists)
 * that the server's catalogue cache has just dropped.
 */
export function useStaffUpload(path: MultipartPath, params: Record<string, string> = {}) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const [notice, setNotice] = useState<UploadNotice | null>(null);
  const send = async (form: FormData): Promise<boolean> => {
    setNotice(null);
    setProgress(0);
    try {
      const { message } = await uploadForm(path, form, setProgress, params);
      setNotice({ ok: true, text: message });
      await queryClient.invalidateQueries();
      return true;
    } catch (error) {
      setNotice({ ok: false, text: messageOf(error, 'Something went wrong. Please try again.') });
      return false;
    } finally {
      setProgress(null);
    }
  };
  return { progress, notice, setNotice, send };
}
