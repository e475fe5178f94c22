/**
 * The HTTP client both Python adapters share: standard library only (urllib), talking to
 * `envfactory serve RUN_DIR --http`. Kept as text here so the built CLI carries it.
 */
export const CLIENT_PY = `import json
import os
import urllib.error
import urllib.request

DEFAULT_URL = "http://127.0.0.1:8765"


def server_url() -> str:
    """The envfactory server: $ENVFACTORY_URL, else the default of \`envfactory serve --http\`."""
    return os.environ.get("ENVFACTORY_URL", DEFAULT_URL).rstrip("/")


class EnvfactoryError(RuntimeError):
    """The server answered with an error status (unknown task, no free session, ...)."""


def _request(method: str, path: str, body=None, timeout: float = 60.0):
    data = None if body is None else json.dumps(body).encode("utf-8")
    req = urllib.request.Request(
        server_url() + path,
        data=data,
        method=method,
        headers={"content-type": "application/json"},
    )
    try:
        with urllib.request.urlopen(req, timeout=timeout) as res:
            return json.loads(res.read().decode("utf-8"))
    except urllib.error.HTTPError as e:
        detail = e.read().decode("utf-8", "replace")
        raise EnvfactoryError(f"{method} {path}: HTTP {e.code}: {detail}") from None


def open_session(task: str) -> dict:
    """POST /sessions: a fresh, isolated copy of the task's environments."""
    return _request("POST", "/sessions", {"task": task})


def call_tool(session: str, tool: str, args: dict) -> dict:
    """POST /sessions/ID/call: the call outcome ({ok, result} or {ok: false, error|fault})."""
    return _request("POST", f"/sessions/{session}/call", {"tool": tool, "args": args})


def close_session(session: str) -> None:
    try:
        _request("DELETE", f"/sessions/{session}")
    except EnvfactoryError:
        pass  # already expired or closed: nothing left to free


def score_messages(task: str, messages: list) -> dict:
    """POST /score: the reward, replaying the messages from the task's initial state."""
    return _request("POST", "/score", {"task": task, "messages": messages})


def outcome_text(outcome: dict) -> str:
    """What the model reads: the result as JSON, or the error the API answered."""
    if outcome.get("ok"):
        return json.dumps(outcome.get("result"), ensure_ascii=False)
    if "error" in outcome:
        err = outcome["error"]
        return f"Error: {err.get('code')}: {err.get('message')}"
    fault = outcome.get("fault", {})
    return f"Error: environment fault ({fault.get('kind')}): {fault.get('message')}"
`;
