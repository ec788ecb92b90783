/** The browser tab title: "Screen · FXDesk Back Office". */
export function setDocumentTitle(text: string): void {
  document.title = text;
}
