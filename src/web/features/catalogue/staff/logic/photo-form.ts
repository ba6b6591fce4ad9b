import { CENTRE, type FocalPoint } from '../../../../../shared/focal-crop';

/**
 * The edit screen's photos as its upload calls take them: images[] in order, and beside photo j
 * focal[j][x] and focal[j][y] (the centre unless moved), so the server cuts each to 4:5 round its
 * point as the add form's photos are, instead of fitting it whole.
 */
export function appendPhotos(form: FormData, files: readonly File[], focals: ReadonlyMap<File, FocalPoint> | undefined): void {
  files.forEach((file, j) => {
    form.append('images[]', file, file.name);
    const focal = focals?.get(file) ?? CENTRE;
    form.append(`focal[${j}][x]`, String(focal.x));
    form.append(`focal[${j}][y]`, String(focal.y));
  });
}
