import { withFieldLook } from '../../../components/ui/field-look';
import styles from './account-form.module.css';

/** The account forms' classes, their fields in the shop's text-field look. */
export default withFieldLook(styles);
