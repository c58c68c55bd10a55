/** The browser SDK's streaming transport (closure WebChannel) for Listen and Write. */
export { createWebChannelHandler, type WebChannelHandler, type WebChannelOptions } from './webchannel/handler.js';
