"""Stand-ins for verl.tools.schemas: same fields, same checks, no pydantic needed."""


class SchemaError(ValueError):
    pass


def _need(cond, where, what):
    if not cond:
        raise SchemaError(f"{where}: {what}")


class _Obj:
    def __init__(self, **fields):
        self.__dict__.update(fields)


def parse_tool_schema(data: dict):
    """What OpenAIFunctionToolSchema.model_validate accepts: type, function{name, description,
    parameters{type, properties{name: {type: str, description?: str, enum?: [str]}}, required: [str]}}."""
    _need(isinstance(data, dict) and isinstance(data.get("type"), str), "tool", "type must be a string")
    fn = data.get("function")
    _need(isinstance(fn, dict), "tool", "function must be an object")
    name = fn.get("name")
    _need(isinstance(name, str), "function", "name must be a string")
    _need(isinstance(fn.get("description"), str), name, "description must be a string")
    params = fn.get("parameters", {"type": "object", "properties": {}, "required": []})
    _need(isinstance(params.get("type"), str), name, "parameters.type must be a string")
    props = params.get("properties")
    _need(isinstance(props, dict), name, "parameters.properties must be an object")
    required = params.get("required")
    _need(isinstance(required, list) and all(isinstance(r, str) for r in required), name,
          "parameters.required must be a list of strings")
    for pname, p in props.items():
        _need(isinstance(p, dict) and isinstance(p.get("type"), str), f"{name}.{pname}", "type must be a string")
        d = p.get("description")
        _need(d is None or isinstance(d, str), f"{name}.{pname}", "description must be a string")
        e = p.get("enum")
        _need(e is None or (isinstance(e, list) and all(isinstance(x, str) for x in e)),
              f"{name}.{pname}", "enum must be a list of strings")
    return _Obj(type=data["type"], function=_Obj(name=name, description=fn["description"], parameters=params))


class ToolResponse:
    """verl's ToolResponse: optional text, image list, video list."""

    def __init__(self, text=None, image=None, video=None):
        if image is not None and not isinstance(image, list):
            raise ValueError("image must be a list")
        if video is not None and not isinstance(video, list):
            raise ValueError("video must be a list")
        self.text = text
        self.image = image
        self.video = video
