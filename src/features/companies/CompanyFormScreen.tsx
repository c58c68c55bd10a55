// PLACEHOLDER: replaced by the feature's screen.
export default function CompanyFormScreen() {
  return null;
}
