export { default as _ } from '@babel/runtime/helpers/esm/iterableToArrayLimit'
