// Reading the server's JSON answers in the benches.

/** The answer's JSON body; throws with the status and the start of the answer when it is not JSON. */
export async function jsonBody(response, what) {
  const text = await response.text();
  try {
    return { body: JSON.parse(text), text };
  } catch {
    throw new Error(`${what}: ${response.status} ${text.slice(0, 200)}`);
  }
}
