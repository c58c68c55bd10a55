// PLACEHOLDER: replaced by the feature's screen.
export default function PartFormScreen() {
  return null;
}
