export { handOverActsOf, type ActHandover } from './handover';
