import { initializeApp } from 'firebase-admin/app';

initializeApp();

export { DELETEUSER } from './deleteUser.js';
export { ENABLEUSER } from './enableUser.js';
export { SENDSMS } from './sendSms.js';
export { SENDMAIL } from './sendMail.js';
