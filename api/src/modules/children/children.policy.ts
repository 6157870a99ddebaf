/** The children rules (whose child, who is a new child's parent) are rules/junior.ts, shared with the demo backend. */
export { mayActForChild, parentOfNewChild } from '../../../../rules/junior';
