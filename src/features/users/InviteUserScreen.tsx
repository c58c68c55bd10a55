// PLACEHOLDER: replaced by the feature's screen.
export default function InviteUserScreen() {
  return null;
}
