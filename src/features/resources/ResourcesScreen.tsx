// PLACEHOLDER: replaced by the feature's screen.
export default function ResourcesScreen() {
  return null;
}
