// TextField uses the shared control look from Field.css.ts; nothing of its own yet.
export { control } from '../Field/Field.css';
