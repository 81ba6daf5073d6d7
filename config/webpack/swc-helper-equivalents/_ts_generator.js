export { __generator as _ } from 'tslib'
