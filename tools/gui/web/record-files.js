// Saving a game record to disk and reading one back.

export function download(text, name) {
  const url = URL.createObjectURL(new Blob([text], {type: 'text/plain'}));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

// Calls onText with the text of the file chosen in the <input type=file>.
export function watchFileInput(input, onText) {
  input.addEventListener('change', async () => {
    const file = input.files[0];
    if (!file) return;
    onText(await file.text());
    input.value = '';  // so that choosing the same file again is seen
  });
}
