// Its own chunk: the socket loads the contract's frame schemas (and zod) on its first start.
export { parseServerFrame } from '@fxdesk/contract';
