export type LoadStatus = 'idle' | 'loading' | 'ready' | 'error'
