import { initializeApp } from 'firebase-admin/app';

initializeApp();

export { DELETEUSER } from './deleteUser.js';
export { ENABLEUSER } from './enableUser.js';
export { SENDSMS } from './sendSms.js';
export { SENDMAIL } from './sendMail.js';
export { APPLYWARRANTY } from './applyWarranty.js';
export { DECIDEWARRANTY } from './decideWarranty.js';
export { SAVECOMPANY } from './saveCompany.js';
export { SUBMITORDER } from './orders/submitOrder.js';
export { EDITORDER } from './orders/editOrder.js';
export { SETORDERSTATUS } from './orders/setOrderStatus.js';
export { REQUESTCHANGE } from './orders/requestChange.js';
export { DECIDECHANGE } from './orders/decideChange.js';
