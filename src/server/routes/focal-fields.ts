import { DomainError } from '../errors';
import { CENTRE, FOCAL_MESSAGES, focalCoordinate, type FocalPoint } from '../../shared/focal-crop';

/** A form's focal point (two decimal fields); the centre when neither is sent, a 400 when either is bad or alone. */
export function readFocalFields(x: string | undefined, y: string | undefined): FocalPoint {
  if (x === undefined && y === undefined) return CENTRE;
  const focalX = focalCoordinate(x);
  const focalY = focalCoordinate(y);
  if (focalX === null || focalY === null) throw new DomainError('INVALID_DATA', FOCAL_MESSAGES.invalid);
  return { x: focalX, y: focalY };
}
