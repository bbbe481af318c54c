"""The official OpenAI Python SDK driving Atelier's /api/openai/v1, as an integrator would.

Usage: openai_clients.py BASE_URL API_KEY MODEL (provider|offline)
Prints one JSON object: each check's result, or {"error": "..."} for a check that raised, so the Jest test
(openai-clients.e2e-spec.ts) asserts on every check even when one fails.
"""

import json
import sys
import traceback

import openai
from pydantic import BaseModel


class Forecast(BaseModel):
    city: str
    high_c: int
    sunny: bool


class GetWeather(BaseModel):
    """The weather in a city today."""

    city: str


def weather_tool(city: str) -> str:
    """The tool the client runs itself when the model asks for it."""
    return json.dumps({"city": city, "high_c": 21, "sky": "clear"}, separators=(",", ":"))


def structured(client, model):
    completion = client.chat.completions.parse(
        model=model,
        messages=[{"role": "user", "content": "Forecast for Lisbon as JSON"}],
        response_format=Forecast,
    )
    message = completion.choices[0].message
    return {
        "parsed": message.parsed.model_dump() if message.parsed else None,
        "parsed_type": type(message.parsed).__name__,
        "refusal": message.refusal,
        "finish_reason": completion.choices[0].finish_reason,
    }


def tool_round_trip(client, model):
    tools = [openai.pydantic_function_tool(GetWeather)]
    messages = [{"role": "user", "content": "What is the weather in Lisbon?"}]
    first = client.chat.completions.create(model=model, messages=messages, tools=tools)
    choice = first.choices[0]
    calls = choice.message.tool_calls or []
    result = {
        "first_finish_reason": choice.finish_reason,
        "first_content": choice.message.content,
        "calls": [{"name": c.function.name, "arguments": json.loads(c.function.arguments)} for c in calls],
    }
    if not calls:
        return result
    messages.append(choice.message.model_dump(exclude_none=True))
    for call in calls:
        output = weather_tool(**json.loads(call.function.arguments))
        messages.append({"role": "tool", "tool_call_id": call.id, "content": output})
        result["tool_output"] = output
    final = client.chat.completions.create(model=model, messages=messages, tools=tools)
    result["final_content"] = final.choices[0].message.content
    result["final_finish_reason"] = final.choices[0].finish_reason
    return result


def stream_text(client, model):
    stream = client.chat.completions.create(
        model=model,
        messages=[{"role": "user", "content": "Tell me about lighthouses"}],
        stream=True,
        stream_options={"include_usage": True},
    )
    pieces, usage, finish = [], None, None
    for chunk in stream:
        if chunk.choices:
            if chunk.choices[0].delta.content:
                pieces.append(chunk.choices[0].delta.content)
            finish = chunk.choices[0].finish_reason or finish
        if chunk.usage:
            usage = chunk.usage.model_dump()
    return {"pieces": len(pieces), "text": "".join(pieces), "finish_reason": finish, "usage": usage}


def stream_tool_call(client, model):
    """The SDK's stream helper reassembles the streamed tool-call deltas into one parsed call."""
    with client.chat.completions.stream(
        model=model,
        messages=[{"role": "user", "content": "What is the weather in Oslo?"}],
        tools=[openai.pydantic_function_tool(GetWeather)],
    ) as stream:
        argument_deltas = 0
        for event in stream:
            if event.type == "tool_calls.function.arguments.delta":
                argument_deltas += 1
        final = stream.get_final_completion()
    call = final.choices[0].message.tool_calls[0]
    return {
        "argument_deltas": argument_deltas,
        "name": call.function.name,
        "parsed_arguments": call.function.parsed_arguments.model_dump(),
        "finish_reason": final.choices[0].finish_reason,
    }


CHECKS = {
    "provider": {"structured": structured, "tools": tool_round_trip, "stream_text": stream_text, "stream_tool_call": stream_tool_call},
    "offline": {"structured": structured, "tools": tool_round_trip},
}


def main():
    base_url, api_key, model, mode = sys.argv[1:5]
    client = openai.OpenAI(base_url=base_url, api_key=api_key, max_retries=0, timeout=60)
    results = {"sdk_version": openai.__version__}
    for name, check in CHECKS[mode].items():
        try:
            results[name] = check(client, model)
        except Exception as error:  # reported to the Jest test, which names the failing check
            results[name] = {"error": f"{type(error).__name__}: {error}", "trace": traceback.format_exc(limit=3)}
    print(json.dumps(results))


if __name__ == "__main__":
    main()
