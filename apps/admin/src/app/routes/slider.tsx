// Replaced by the screen's issue; until then the placeholder stands in.
export { default } from './placeholder';
