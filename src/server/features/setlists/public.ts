// What other features read of setlists: the live show copies the one it goes live with.
export { findSetlistRow, setsOf } from './queries';
