"""Render rows through a chat template with Python's jinja2 set up the way transformers'
apply_chat_template does (transformers 4.x/5.x chat_template_utils: an immutable sandboxed
environment, trim_blocks and lstrip_blocks, the loopcontrols extension, a `tojson` filter that
keeps non-ASCII, and `raise_exception` / `strftime_now` globals). Written from that behaviour,
not copied.

stdin: {"template", "rows": [{"messages", "tools"}], "bos_token", "eos_token", "context"?}
stdout: [{"ok": true, "text"} | {"ok": false, "error"}] in row order."""
import json
import sys
from datetime import datetime

from jinja2.exceptions import TemplateError
from jinja2.ext import loopcontrols
from jinja2.sandbox import ImmutableSandboxedEnvironment


def raise_exception(message):
    raise TemplateError(message)


def tojson(x, ensure_ascii=False, indent=None, separators=None, sort_keys=False):
    return json.dumps(x, ensure_ascii=ensure_ascii, indent=indent, separators=separators, sort_keys=sort_keys)


def strftime_now(fmt):
    return datetime.now().strftime(fmt)


def main():
    job = json.load(sys.stdin)
    env = ImmutableSandboxedEnvironment(trim_blocks=True, lstrip_blocks=True, extensions=[loopcontrols])
    env.filters["tojson"] = tojson
    env.globals["raise_exception"] = raise_exception
    env.globals["strftime_now"] = strftime_now
    template = env.from_string(job["template"])
    out = []
    for row in job["rows"]:
        try:
            text = template.render(
                messages=row["messages"],
                tools=row["tools"] or None,
                add_generation_prompt=False,
                bos_token=job.get("bos_token", ""),
                eos_token=job.get("eos_token", ""),
                **job.get("context", {}),
            )
            out.append({"ok": True, "text": text})
        except Exception as e:  # noqa: BLE001 - every failure is a result to count
            out.append({"ok": False, "error": f"{type(e).__name__}: {e}"})
    json.dump(out, sys.stdout)


main()
