// PLACEHOLDER: replaced by the feature's screen.
export default function EditUserScreen() {
  return null;
}
