/* Mini-program: the picker is WeChat's own; it needs no stylesheet. */
export {}
