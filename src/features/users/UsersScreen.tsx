// PLACEHOLDER: replaced by the feature's screen.
export default function UsersScreen() {
  return null;
}
