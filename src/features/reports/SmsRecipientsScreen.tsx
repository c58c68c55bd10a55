// PLACEHOLDER: replaced by the feature's screen.
export default function SmsRecipientsScreen() {
  return null;
}
