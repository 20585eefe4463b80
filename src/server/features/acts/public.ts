export { handOverActsOf, type ActHandover } from './handover';
export { formerMembersOf } from './queries';
