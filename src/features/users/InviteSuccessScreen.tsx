// PLACEHOLDER: replaced by the feature's screen.
export default function InviteSuccessScreen() {
  return null;
}
