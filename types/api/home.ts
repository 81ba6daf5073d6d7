/** GET /mall/api/v1/basics/productModule: the home category tabs are CategoryTab, derived from its shape in src/services/api/home-calls.ts. */
export {}
