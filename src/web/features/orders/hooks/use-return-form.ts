import { useState, type FormEvent } from 'react';
import { messageOf } from '../../../../api/errors';
import { MAX_RETURN_PHOTOS, RETURN_MESSAGES, RETURN_REASONS } from '../../../../shared/return-rules';
import type { ShopOrder } from '../api/order-calls';
import { useReturnRequest } from './use-orders';

const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

/** What is wrong, and where the form says so. */
export type ReturnProblem = { field: 'reason' | 'photos' | 'form'; text: string };

/**
 * The return form's choices (reason, note, photos), what is wrong with them, and the request.
 * `id` is the form's own (useId): a missing reason puts focus on the first reason's radio.
 */
export function useReturnForm(id: string, order: ShopOrder, onDone: (message: string) => void) {
  const [reason, setReason] = useState('');
  const [note, setNote] = useState('');
  const [photos, setPhotos] = useState<File[]>([]);
  const [problem, setProblem] = useState<ReturnProblem | null>(null);
  const send = useReturnRequest();

  const chooseReason = (value: string) => {
    setReason(value);
    if (problem?.field === 'reason') setProblem(null);
  };

  const addPhotos = (files: FileList | null) => {
    const picked = Array.from(files ?? []);
    const wrong = picked.find((file) => !PHOTO_TYPES.includes(file.type) || file.size > MAX_PHOTO_BYTES);
    if (wrong) {
      setProblem({ field: 'photos', text: `"${wrong.name}" is not a JPEG, PNG or WebP photo of at most 10 MB.` });
      return;
    }
    const next = [...photos, ...picked];
    if (next.length > MAX_RETURN_PHOTOS) {
      setProblem({ field: 'photos', text: RETURN_MESSAGES.tooManyPhotos });
      return;
    }
    setProblem(null);
    setPhotos(next);
  };
  const removePhoto = (index: number) => setPhotos(photos.filter((_, at) => at !== index));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason) {
      setProblem({ field: 'reason', text: RETURN_MESSAGES.reasonRequired });
      document.getElementById(`${id}-reason-${RETURN_REASONS[0].value}`)?.focus();
      return;
    }
    setProblem(null);
    send.mutate(
      { ref: { orderId: order._id, trackingId: order.trackingId }, reason, note, photos },
      {
        onSuccess: (message) => onDone(message),
        onError: (error) => setProblem({ field: 'form', text: messageOf(error, 'Something went wrong. Please try again.') }),
      },
    );
  };

  return { reason, chooseReason, note, setNote, photos, addPhotos, removePhoto, problem, sending: send.isPending, submit };
}
