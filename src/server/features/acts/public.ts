export { handOverActsOf, type ActHandover } from './handover';
export { formerMembersOf, memberBalance } from './queries';
