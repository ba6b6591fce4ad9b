import { withFieldLook } from '../ui/field-look';
import styles from './staff.module.css';

/** The staff screens' classes, their fields in the shop's text-field look. */
export default withFieldLook(styles);
